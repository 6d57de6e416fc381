import { describe, expect, it } from "vitest";
import { adminStartLines } from "./runtime.server";

describe("adminStartLines", () => {
  it("says the admin account was created and where the admin pages are", () => {
    expect(adminStartLines({ email: "agare@stilla.se", account: "created" }, "https://stilla.se")).toEqual([
      "Admin account: created for agare@stilla.se. Sign in at https://stilla.se/auth; admin pages at https://stilla.se/admin.",
    ]);
  });

  it("says an existing account was made admin with the configured password", () => {
    const [line] = adminStartLines({ email: "agare@stilla.se", account: "updated" }, "http://localhost:3000");
    expect(line).toContain("agare@stilla.se exists: made admin, password set from ADMIN_PASSWORD, every session of it ended");
    expect(line).toContain("http://localhost:3000/admin");
    expect(adminStartLines({ email: "agare@stilla.se", account: "unchanged" }, "http://localhost:3000")[0]).toContain("agare@stilla.se is admin");
  });

  it("says an unverified customer account was not made admin, and how the owner proves the address (issue #32)", () => {
    const text = adminStartLines({ email: "agare@stilla.se", account: "refused" }, "https://stilla.se").join("\n");
    expect(text).toContain("Admin account: NOT granted. agare@stilla.se is a customer account");
    expect(text).toContain("https://stilla.se/auth/glomt-losenord");
    expect(text).not.toContain("admin pages at");
  });

  it("tells how to get an admin account when none is configured", () => {
    const text = adminStartLines(null, "http://localhost:3000").join("\n");
    expect(text).toContain("none configured");
    expect(text).toContain("ADMIN_EMAIL and ADMIN_PASSWORD");
    expect(text).toContain("http://localhost:3000/admin");
  });

  it("warns when ADMIN_PASSWORD is a common password (allowed: the owner's choice, ADR 032)", () => {
    const lines = adminStartLines({ email: "agare@stilla.se", account: "created", commonPassword: true }, "https://stilla.se");
    expect(lines[1]).toContain("ADMIN_PASSWORD is one of the most common passwords");
    expect(adminStartLines({ email: "agare@stilla.se", account: "created", commonPassword: false }, "https://stilla.se")).toHaveLength(1);
  });
});
