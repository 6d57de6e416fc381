/**
 * The quiz (spec §2 Quiz, §4): four questions, three answers each; every answer adds points to sleep,
 * calm and focus. The highest total wins; ties favour sleep, then calm. Pure: the questions (with their
 * points) come in as data, the answers as plain strings (e.g. from the URL `?q1=…&q2=…`).
 */

/** In tie-break order: a tie goes to the earlier one. */
export const QUIZ_OUTCOMES = ["sleep", "calm", "focus"] as const;
export type QuizOutcome = (typeof QUIZ_OUTCOMES)[number];
export type QuizScores = Record<QuizOutcome, number>;

/** The product each outcome recommends (its price and stock come from the catalogue). */
export const QUIZ_PRODUCT_IDS: Record<QuizOutcome, string> = { sleep: "sleep", calm: "calm", focus: "focus" };

export interface QuizAnswerDef {
  id: string;
  points: Partial<QuizScores>;
}

export interface QuizQuestionDef {
  /** Also the URL parameter that carries the answer. */
  id: string;
  answers: readonly QuizAnswerDef[];
}

export const emptyScores = (): QuizScores => ({ sleep: 0, calm: 0, focus: 0 });

/** The winner of a set of totals: the highest, ties to sleep, then calm. */
export function quizWinner(scores: QuizScores): QuizOutcome {
  let best: QuizOutcome = QUIZ_OUTCOMES[0];
  for (const outcome of QUIZ_OUTCOMES) if (scores[outcome] > scores[best]) best = outcome;
  return best;
}

export type QuizResult =
  | { ok: true; scores: QuizScores; outcome: QuizOutcome }
  | { ok: false; reason: "count" | "answer"; question?: string };

/** Scores a complete set of answers (one per question, in order). Any unknown answer is refused. */
export function scoreQuiz(questions: readonly QuizQuestionDef[], answers: readonly string[]): QuizResult {
  if (questions.length === 0 || answers.length !== questions.length) return { ok: false, reason: "count" };
  const scores = emptyScores();
  for (const [i, question] of questions.entries()) {
    const answer = question.answers.find((a) => a.id === answers[i]);
    if (!answer) return { ok: false, reason: "answer", question: question.id };
    for (const outcome of QUIZ_OUTCOMES) {
      const points = answer.points[outcome] ?? 0;
      if (!Number.isInteger(points) || points < 0) return { ok: false, reason: "answer", question: question.id };
      scores[outcome] += points;
    }
  }
  return { ok: true, scores, outcome: quizWinner(scores) };
}

export interface QuizProgress {
  /** The valid answers in question order (a prefix: the quiz stops at the first missing or unknown one). */
  answers: string[];
  /** The index of the question to show next; equals questions.length when the quiz is complete. */
  step: number;
  /** The answer for the current step was sent but is not one of its answers (or was left empty). */
  invalid: boolean;
  /** Set once every question has a valid answer. */
  result: Extract<QuizResult, { ok: true }> | null;
}

/**
 * Where a visitor is, read from the submitted parameters (`get("q1")` …). Answers after a missing or
 * unknown one are ignored, so a hand-edited URL can never skip a question.
 */
export function readQuizProgress(questions: readonly QuizQuestionDef[], get: (key: string) => string | null): QuizProgress {
  const answers: string[] = [];
  let invalid = false;
  for (const question of questions) {
    const value = get(question.id);
    if (value !== null && question.answers.some((a) => a.id === value)) {
      answers.push(value);
      continue;
    }
    invalid = value !== null;
    break;
  }
  const scored = answers.length === questions.length ? scoreQuiz(questions, answers) : null;
  return { answers, step: answers.length, invalid, result: scored?.ok ? scored : null };
}

/** The query string that carries the first `count` answers (for "Tillbaka" and the hidden inputs). */
export function quizSearch(questions: readonly QuizQuestionDef[], answers: readonly string[], count = answers.length): string {
  const params = new URLSearchParams();
  questions.slice(0, Math.min(count, answers.length)).forEach((q, i) => params.set(q.id, answers[i]!));
  const s = params.toString();
  return s ? `?${s}` : "";
}
