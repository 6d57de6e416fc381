import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS } from "~/content/quiz";
import { QUIZ_OUTCOMES, quizSearch, quizWinner, readQuizProgress, scoreQuiz, type QuizQuestionDef, type QuizScores } from "./quiz";

// A hand-made table where every answer gives one point to one outcome (a = sleep, b = calm, c = focus),
// plus one answer "x" that gives nothing: with it, any tie is easy to build.
const one = (outcome: keyof QuizScores) => ({ [outcome]: 1 });
const SIMPLE: QuizQuestionDef[] = ["s1", "s2", "s3", "s4"].map((id) => ({
  id,
  answers: [
    { id: "a", points: one("sleep") },
    { id: "b", points: one("calm") },
    { id: "c", points: one("focus") },
    { id: "x", points: {} },
  ],
}));

describe("quizWinner: the highest total; ties favour sleep, then calm", () => {
  it.each([
    [{ sleep: 0, calm: 0, focus: 0 }, "sleep"],
    [{ sleep: 3, calm: 3, focus: 3 }, "sleep"],
    [{ sleep: 2, calm: 2, focus: 1 }, "sleep"],
    [{ sleep: 2, calm: 1, focus: 2 }, "sleep"],
    [{ sleep: 1, calm: 4, focus: 4 }, "calm"],
    [{ sleep: 1, calm: 2, focus: 1 }, "calm"],
    [{ sleep: 1, calm: 1, focus: 2 }, "focus"],
    [{ sleep: 7, calm: 0, focus: 0 }, "sleep"],
    [{ sleep: 4, calm: 5, focus: 5 }, "calm"],
  ] as const)("%o → %s", (scores, winner) => {
    expect(quizWinner({ ...scores })).toBe(winner);
  });

  it("keeps the tie-break order sleep, calm, focus", () => {
    expect(QUIZ_OUTCOMES).toEqual(["sleep", "calm", "focus"]);
  });
});

describe("scoreQuiz on a hand-made table", () => {
  it.each([
    [["a", "b", "c", "x"], { sleep: 1, calm: 1, focus: 1 }, "sleep"], // three-way tie
    [["b", "c", "b", "c"], { sleep: 0, calm: 2, focus: 2 }, "calm"], // calm/focus tie
    [["a", "b", "a", "b"], { sleep: 2, calm: 2, focus: 0 }, "sleep"], // sleep/calm tie
    [["a", "c", "c", "a"], { sleep: 2, calm: 0, focus: 2 }, "sleep"], // sleep/focus tie
    [["c", "c", "b", "x"], { sleep: 0, calm: 1, focus: 2 }, "focus"],
    [["x", "x", "x", "x"], { sleep: 0, calm: 0, focus: 0 }, "sleep"],
  ])("%j → %o → %s", (answers, scores, outcome) => {
    expect(scoreQuiz(SIMPLE, answers)).toEqual({ ok: true, scores, outcome });
  });

  it.each([
    [[], "count"],
    [["a", "b", "c"], "count"],
    [["a", "b", "c", "a", "b"], "count"],
    [["a", "b", "c", "d"], "answer"],
    [["a", "", "c", "a"], "answer"],
    [["A", "b", "c", "a"], "answer"],
    [["a", "b", "c", "constructor"], "answer"],
  ])("refuses %j (%s)", (answers, reason) => {
    expect(scoreQuiz(SIMPLE, answers)).toMatchObject({ ok: false, reason });
  });

  it("refuses a table with negative or fractional points", () => {
    const bad: QuizQuestionDef[] = [{ id: "q", answers: [{ id: "a", points: { sleep: -1 } }, { id: "b", points: { calm: 0.5 } }] }];
    expect(scoreQuiz(bad, ["a"]).ok).toBe(false);
    expect(scoreQuiz(bad, ["b"]).ok).toBe(false);
    expect(scoreQuiz([], []).ok).toBe(false);
  });
});

describe("the shop's quiz (content/quiz.ts)", () => {
  const score = (answers: string[]) => scoreQuiz(QUIZ_QUESTIONS, answers);

  it("has 4 questions with 3 answers each, unique ids", () => {
    expect(QUIZ_QUESTIONS).toHaveLength(4);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.answers).toHaveLength(3);
      expect(new Set(q.answers.map((a) => a.id)).size).toBe(3);
    }
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(4);
  });

  it.each([
    [["mitt-pa-dagen", "lugn", "splittrad", "inte-sent"], { sleep: 1, calm: 7, focus: 0 }, "calm"],
    [["kvall", "varva-ner", "seg", "inte-sent"], { sleep: 7, calm: 1, focus: 0 }, "sleep"],
    [["morgon", "klarhet", "full-fart", "garna"], { sleep: 0, calm: 1, focus: 7 }, "focus"],
    // three-way tie → sleep
    [["morgon", "lugn", "seg", "spelar-ingen-roll"], { sleep: 3, calm: 3, focus: 3 }, "sleep"],
    // calm/focus tie → calm
    [["morgon", "lugn", "full-fart", "spelar-ingen-roll"], { sleep: 1, calm: 4, focus: 4 }, "calm"],
    // sleep/focus tie → sleep
    [["kvall", "klarhet", "seg", "garna"], { sleep: 4, calm: 0, focus: 4 }, "sleep"],
  ])("%j → %o → %s", (answers, scores, outcome) => {
    expect(score(answers)).toEqual({ ok: true, scores, outcome });
  });

  it("every outcome can be reached", () => {
    const reached = new Set<string>();
    for (const a of QUIZ_QUESTIONS[0]!.answers)
      for (const b of QUIZ_QUESTIONS[1]!.answers)
        for (const c of QUIZ_QUESTIONS[2]!.answers)
          for (const d of QUIZ_QUESTIONS[3]!.answers) {
            const r = score([a.id, b.id, c.id, d.id]);
            if (r.ok) reached.add(r.outcome);
          }
    expect([...reached].sort()).toEqual(["calm", "focus", "sleep"]);
  });

  it("refuses an answer from another question", () => {
    expect(score(["lugn", "lugn", "splittrad", "inte-sent"])).toMatchObject({ ok: false, reason: "answer", question: "q1" });
  });
});

describe("readQuizProgress: where a visitor is, from the URL", () => {
  const progress = (search: string) => {
    const params = new URLSearchParams(search);
    return readQuizProgress(QUIZ_QUESTIONS, (k) => params.get(k));
  };

  it.each([
    ["", 0, [], false],
    ["q1=morgon", 1, ["morgon"], false],
    ["q1=morgon&q2=lugn&q3=seg", 3, ["morgon", "lugn", "seg"], false],
    ["q1=morgon&q2=", 1, ["morgon"], true], // submitted without an answer
    ["q1=morgon&q2=kvall", 1, ["morgon"], true], // an answer of another question
    ["q1=nej", 0, [], true],
    ["q2=lugn&q3=seg&q4=garna", 0, [], false], // cannot skip a question
    ["q1=morgon&q3=seg", 1, ["morgon"], false],
    ["q1=morgon&other=1", 1, ["morgon"], false],
  ])("?%s → step %i", (search, step, answers, invalid) => {
    const p = progress(search);
    expect(p.step).toBe(step);
    expect(p.answers).toEqual(answers);
    expect(p.invalid).toBe(invalid);
    expect(p.result).toBeNull();
  });

  it("gives the result once all four are answered", () => {
    const p = progress("q1=morgon&q2=lugn&q3=seg&q4=spelar-ingen-roll");
    expect(p.step).toBe(4);
    expect(p.result).toEqual({ ok: true, scores: { sleep: 3, calm: 3, focus: 3 }, outcome: "sleep" });
  });

  it("quizSearch carries the first answers", () => {
    const answers = ["morgon", "lugn", "seg"];
    expect(quizSearch(QUIZ_QUESTIONS, answers)).toBe("?q1=morgon&q2=lugn&q3=seg");
    expect(quizSearch(QUIZ_QUESTIONS, answers, 1)).toBe("?q1=morgon");
    expect(quizSearch(QUIZ_QUESTIONS, answers, 0)).toBe("");
    expect(quizSearch(QUIZ_QUESTIONS, answers, 9)).toBe("?q1=morgon&q2=lugn&q3=seg");
  });
});
