/**
 * The one-time tokens a mail's link carries (the newsletter's and "Bevaka"'s double opt-in): random, kept only as
 * their hash, and checked for shape before any database read.
 */
import { createHash, randomBytes } from "node:crypto";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for a mail's link (256 random bits, URL-safe). */
export const newMailToken = () => randomBytes(32).toString("base64url");

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Whether a token from a link could be one of ours (signed and random tokens alike are base64url). */
export const isMailToken = (token: string | null | undefined): token is string => typeof token === "string" && TOKEN_PATTERN.test(token);
