import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answers, freePorts, onFreePort, portTaken } from "./ports";

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function listen(port: number): Promise<void> {
  const srv = createServer();
  held.push(srv);
  return new Promise((resolve, reject) => {
    srv.once("error", reject);
    srv.listen(port, "127.0.0.1", resolve);
  });
}

describe("free ports for the servers tests start", () => {
  it("gives ports that differ from each other and can be listened on", async () => {
    const ports = await freePorts(5);
    expect(new Set(ports).size).toBe(5);
    await Promise.all(ports.map(listen));
  });

  it("recognises server.ts's message for a taken port, and only that", () => {
    expect(portTaken("Stilla listens…\nCannot start: port 41235 is already in use (another Stilla, or another program).")).toBe(true);
    expect(portTaken("Cannot start: The data folder /tmp/x is in use by another Stilla process (pid 1)")).toBe(false);
  });

  it("tries another port when the first was taken meanwhile, never one it was told to avoid", async () => {
    const [avoid] = await freePorts(1);
    const tried: number[] = [];
    const result = await onFreePort(
      async (port) => {
        tried.push(port);
        if (tried.length === 1) {
          await listen(port); // someone else got there first
          throw new Error(`app exited 1:\nCannot start: port ${port} is already in use`);
        }
        return port;
      },
      { avoid: [avoid!] },
    );
    expect(tried).toHaveLength(2);
    expect(tried[0]).not.toBe(tried[1]);
    expect(result).toBe(tried[1]);
    expect(tried).not.toContain(avoid);
  });

  it("passes on any other failure at once, and gives up after the tries it was given", async () => {
    let calls = 0;
    const failing = (message: (port: number) => string) => async (port: number) => {
      calls++;
      throw new Error(message(port));
    };
    await expect(onFreePort(failing(() => "database unavailable"))).rejects.toThrow("database unavailable");
    expect(calls).toBe(1);
    calls = 0;
    await expect(onFreePort(failing((port) => `Cannot start: port ${port} is already in use`), { tries: 2 })).rejects.toThrow("already in use");
    expect(calls).toBe(2);
  });
});

describe("a server that answers", () => {
  it("is one whose URL gives a 2xx; a 503 or a port nobody listens on is not", async () => {
    const [port] = await freePorts(1);
    expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(false);
    let status = 503;
    const srv = createHttpServer((_req, res) => res.writeHead(status).end());
    await new Promise<void>((resolve) => srv.listen(port, "127.0.0.1", resolve));
    try {
      expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(false);
      status = 200;
      expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(true);
    } finally {
      await new Promise((r) => srv.close(r));
    }
  });
});
