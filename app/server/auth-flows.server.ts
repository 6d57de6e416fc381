/**
 * Sign-in, sign-up, sign-out and password reset for the /auth forms. Each goes through Better Auth's
 * own HTTP handler (not its server API) so that its origin checks and rate limits apply exactly as
 * for any client, and the session cookies it sets are passed on to the browser.
 */
import { accountCopy } from "~/content/account";
import * as sv from "~/content/sv";
import type { Services } from "./runtime.server";

export type AuthResult =
  | { ok: true; headers: Headers; userId?: string; /** The signed-in account's role ("admin" or none): where sign-in lands. */ role?: string | null }
  | { ok: false; status: number; message: string; retryAfterSeconds?: number };

/**
 * Better Auth's 429: the shop's message and the seconds until its window ends; the per-account sign-in limit's
 * own message (auth.server.ts) where it is that one. The auth handler's 503 (database unavailable) likewise.
 */
async function tooMany(res: Response): Promise<AuthResult> {
  const seconds = Number(res.headers.get("retry-after") ?? res.headers.get("x-retry-after"));
  const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
  if (res.status === 503) return { ok: false, status: 503, message: sv.auth.unavailable, retryAfterSeconds };
  const error = await errorBody(res);
  const message = error.code === "STILLA_ACCOUNT_LIMITED" || error.code === "STILLA_RATE_LIMITED" ? error.message : sv.auth.tooManyAttempts;
  return { ok: false, status: 429, message, retryAfterSeconds };
}

/** Answers that are not about the input: too many tries (429), or the database unavailable (503). */
const refusedAnyway = (res: Response) => res.status === 429 || res.status === 503;

/** The headers of a refusal: `Retry-After` on a 429 (docs/decisions/032). */
export function refusalHeaders(result: AuthResult): HeadersInit | undefined {
  return !result.ok && result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
}

async function callAuth(s: Services, request: Request, clientIp: string, path: string, body: unknown): Promise<Response> {
  const headers = new Headers({
    "content-type": "application/json",
    origin: s.env.publicUrl,
    "x-forwarded-for": clientIp,
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const ua = request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  return s.auth.handler(
    new Request(`${s.env.publicUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) }),
  );
}

function passCookies(from: Response): Headers {
  const headers = new Headers();
  for (const c of from.headers.getSetCookie()) headers.append("Set-Cookie", c);
  return headers;
}

/** The signed-in user's role, from Better Auth's answer (the admin plugin adds `role`). */
async function roleOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { user?: { role?: string | null } };
    return body.user?.role ?? null;
  } catch {
    return null;
  }
}

async function userIdOf(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.clone().json()) as { user?: { id?: string } };
    return body.user?.id;
  } catch {
    return undefined;
  }
}

async function errorBody(res: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await res.json()) as { code?: string; message?: string };
    return { code: body.code ?? "", message: body.message ?? "" };
  } catch {
    return { code: "", message: "" };
  }
}

export async function signIn(s: Services, request: Request, clientIp: string, email: string, password: string): Promise<AuthResult> {
  const res = await callAuth(s, request, clientIp, "/sign-in/email", { email, password, rememberMe: true });
  if (res.ok) return { ok: true, headers: passCookies(res), userId: await userIdOf(res), role: await roleOf(res) };
  if (refusedAnyway(res)) return tooMany(res);
  return { ok: false, status: 401, message: sv.auth.loginFailed };
}

export async function signUp(
  s: Services,
  request: Request,
  clientIp: string,
  input: { fullName: string; email: string; password: string },
): Promise<AuthResult> {
  const res = await callAuth(s, request, clientIp, "/sign-up/email", {
    name: input.fullName,
    email: input.email,
    password: input.password,
  });
  if (res.ok) return { ok: true, headers: passCookies(res), userId: await userIdOf(res) };
  if (refusedAnyway(res)) return tooMany(res);
  const error = await errorBody(res);
  if (/already (registered|exists)|USER_ALREADY_EXISTS/i.test(`${error.code} ${error.message}`)) {
    return { ok: false, status: 409, message: sv.auth.alreadyRegistered };
  }
  // The shop's own limits (the before-hook in auth.server.ts) answer in Swedish already.
  if (error.code === "STILLA_INPUT_REFUSED") return { ok: false, status: 400, message: error.message };
  return { ok: false, status: 400, message: sv.auth.signupFailed };
}

export async function signOut(s: Services, request: Request, clientIp: string): Promise<Headers> {
  const res = await callAuth(s, request, clientIp, "/sign-out", {});
  return passCookies(res);
}

export async function requestPasswordReset(s: Services, request: Request, clientIp: string, email: string): Promise<AuthResult> {
  const res = await callAuth(s, request, clientIp, "/request-password-reset", { email, redirectTo: "/auth/nytt-losenord" });
  if (refusedAnyway(res)) return tooMany(res);
  // Success or not, the answer is the same, so the form never reveals whether an account exists.
  return { ok: true, headers: new Headers() };
}

export async function resetPassword(s: Services, request: Request, clientIp: string, token: string, newPassword: string): Promise<AuthResult> {
  const res = await callAuth(s, request, clientIp, "/reset-password", { token, newPassword });
  if (res.ok) return { ok: true, headers: new Headers() };
  if (refusedAnyway(res)) return tooMany(res);
  const error = await errorBody(res);
  if (error.code === "STILLA_INPUT_REFUSED") return { ok: false, status: 400, message: error.message };
  return { ok: false, status: 400, message: sv.auth.reset.invalidToken };
}

/**
 * /konto: a new password for the signed-in customer. The current one must match; every other session is
 * signed out and this one gets a fresh session cookie (returned in `headers`).
 */
export async function changePassword(
  s: Services,
  request: Request,
  clientIp: string,
  input: { currentPassword: string; newPassword: string },
): Promise<AuthResult> {
  const res = await callAuth(s, request, clientIp, "/change-password", { ...input, revokeOtherSessions: true });
  if (res.ok) return { ok: true, headers: passCookies(res) };
  if (refusedAnyway(res)) return tooMany(res);
  const error = await errorBody(res);
  if (error.code === "STILLA_INPUT_REFUSED") return { ok: false, status: 400, message: error.message };
  if (/INVALID_PASSWORD/i.test(error.code)) return { ok: false, status: 400, message: accountCopy.password.wrong };
  return { ok: false, status: res.status >= 500 ? 500 : 400, message: accountCopy.password.failed };
}

/**
 * /konto: asks Better Auth to change the signed-in customer's e-mail. The current password must match (checked in
 * auth.server.ts's before-hook, issue #32), and every other session is then signed out. It mails a link to the new
 * address (and the shop tells the old one, auth.server.ts); the address changes when the link is opened. An
 * address that belongs to another account answers the same and sends nothing, so the form reveals no accounts.
 */
export async function changeEmail(
  s: Services,
  request: Request,
  clientIp: string,
  input: { newEmail: string; currentPassword: string },
): Promise<AuthResult> {
  const res = await callAuth(s, request, clientIp, "/change-email", { ...input, callbackURL: "/konto?epost=bytt" });
  if (res.ok) return { ok: true, headers: new Headers() };
  if (refusedAnyway(res)) return tooMany(res);
  const error = await errorBody(res);
  if (error.code === "STILLA_INPUT_REFUSED") return { ok: false, status: 400, message: error.message };
  if (error.code === "INVALID_PASSWORD") return { ok: false, status: 400, message: accountCopy.email.wrongPassword };
  return { ok: false, status: res.status >= 500 ? 500 : 400, message: accountCopy.email.failed };
}
