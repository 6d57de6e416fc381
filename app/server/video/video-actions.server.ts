/**
 * The video pages' actions (ADR 030): queue a job, retry a failed one, start the hero batch. Each is logged in
 * the audit log and kicks this process's worker so the first step runs at once.
 */
import { videoJobCopy, videoToolsCopy } from "~/content/video-tools";
import { formValues } from "~/domain/schemas";
import { HERO_PROMPTS, heroRefKey, isVideoJobId, videoPromptSchema, type VideoJobSource } from "~/domain/video-tools";
import { recordAudit } from "../audit-log.server";
import type { SessionUser } from "../context.server";
import { services } from "../runtime.server";
import { InvalidHeroVideosError, setHeroVideos } from "../settings.server";
import { kickVideoWorker } from "./video-service.server";
import { queueHeroBatch, queueVideoJob, retryVideoJob, videoQueueHasRoom } from "./video-jobs.server";

export type VideoActionResult =
  | { ok: true; intent: "generate" | "retry" | "hero"; ids: string[] }
  | { ok: false; intent: "generate" | "retry" | "hero"; fields: Record<string, string>; prompt?: string; status: number; message?: string; retryAfterSeconds?: number };

/** Seconds a refused owner is asked to wait when the queue is full (a render takes about that long). */
const QUEUE_FULL_RETRY_SECONDS = 30;

export async function videoAction(request: Request, admin: SessionUser, source: VideoJobSource): Promise<VideoActionResult> {
  const values = formValues(await request.formData());
  const { db, env } = services();
  const actor = { id: admin.id, email: admin.email };
  const now = new Date();
  // The queue's cap (VIDEO_QUEUE_MAX, issue #32): what a click would add must fit, or it is refused with 429.
  const adds = values.intent === "hero" && source === "hero" ? HERO_PROMPTS.length : 1;
  const full = { ok: false as const, status: 429, message: videoJobCopy.queueFull(env.video.queueMax), retryAfterSeconds: QUEUE_FULL_RETRY_SECONDS };
  if (values.intent === "retry") {
    const id = values.id ?? "";
    if (!(await videoQueueHasRoom(db, adds, env.video.queueMax))) return { ...full, intent: "retry", fields: {} };
    if (!isVideoJobId(id) || !(await retryVideoJob(db, id, now))) return { ok: false, intent: "retry", fields: {}, status: 400 };
    await recordAudit(db, { actor, action: "video.retry", entity: "video", entityId: id, at: now });
    kickVideoWorker();
    return { ok: true, intent: "retry", ids: [id] };
  }
  if (source === "hero" && values.intent === "hero") {
    if (!(await videoQueueHasRoom(db, adds, env.video.queueMax))) return { ...full, intent: "hero", fields: {} };
    const ids = await queueHeroBatch(db, { createdBy: admin.id, provider: env.video.provider, now });
    await recordAudit(db, { actor, action: "video.hero_generate", entity: "video", entityId: ids.join(","), at: now });
    kickVideoWorker();
    return { ok: true, intent: "hero", ids };
  }
  if (source === "generator" && values.intent === "generate") {
    const parsed = videoPromptSchema.safeParse(values);
    if (!parsed.success) {
      return { ok: false, intent: "generate", fields: { prompt: parsed.error.issues[0]?.message ?? videoToolsCopy.generator.promptRequired.title }, prompt: values.prompt ?? "", status: 400 };
    }
    if (!(await videoQueueHasRoom(db, adds, env.video.queueMax))) return { ...full, intent: "generate", fields: { prompt: full.message }, prompt: parsed.data.prompt };
    const id = await queueVideoJob(db, { prompt: parsed.data.prompt, source: "generator", createdBy: admin.id, provider: env.video.provider, runAfter: now });
    await recordAudit(db, { actor, action: "video.generate", entity: "video", entityId: id, after: { prompt: parsed.data.prompt }, at: now });
    kickVideoWorker();
    return { ok: true, intent: "generate", ids: [id] };
  }
  return { ok: false, intent: "generate", fields: {}, status: 400 };
}

export type HeroChoiceResult = { ok: true; saved: string[] } | { ok: false; message: string; chosen: string[]; status: number };

/**
 * Saves the home hero's videos from the gallery (1–3 of its presets) or the selector (exactly 3 of the clips and
 * finished generated videos). The checked boxes come in page order; `order` (sent once the page runs its script)
 * gives the order they were picked, which is the slide order.
 */
export async function heroChoiceAction(
  request: Request,
  admin: SessionUser,
  rules: { min: number; max: number; allowed?: readonly string[]; messages: { tooFew: string; tooMany: string; invalid: string } },
): Promise<HeroChoiceResult> {
  const form = await request.formData();
  const checked = form.getAll("video").filter((v): v is string => typeof v === "string");
  const order = String(form.get("order") ?? "")
    .split(",")
    .filter(Boolean);
  const sameSet = order.length === checked.length && order.every((k) => checked.includes(k));
  const chosen = sameSet ? order : checked;
  const refuse = (message: string) => ({ ok: false as const, message, chosen, status: 400 });
  if (chosen.length < rules.min) return refuse(rules.messages.tooFew);
  if (chosen.length > rules.max) return refuse(rules.messages.tooMany);
  if (rules.allowed && !chosen.every((k) => rules.allowed!.includes(k))) return refuse(rules.messages.invalid);
  try {
    const refs = await setHeroVideos(services().db, chosen, { actor: { id: admin.id, email: admin.email }, min: rules.min, max: rules.max });
    return { ok: true, saved: refs.map(heroRefKey) };
  } catch (err) {
    if (err instanceof InvalidHeroVideosError) return refuse(rules.messages.invalid);
    throw err;
  }
}
