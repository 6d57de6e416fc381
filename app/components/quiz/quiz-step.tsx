import { Form, Link } from "react-router";
import { QUIZ_QUESTIONS, quizCopy as t } from "~/content/quiz";
import { quizSearch } from "~/domain/quiz";
import { buttonClass } from "~/components/ui/button";

/**
 * One question as a plain GET form: the earlier answers ride along as hidden inputs, so the quiz works
 * without JavaScript (`/quiz?q1=…&q2=…`). With JavaScript the same form navigates on the client.
 */
export function QuizStep({
  step,
  answers,
  invalid,
  headingRef,
}: {
  step: number;
  answers: string[];
  invalid: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const question = QUIZ_QUESTIONS[step]!;
  const total = QUIZ_QUESTIONS.length;
  const last = step === total - 1;
  const errorId = `quiz-${question.id}-error`;
  return (
    <div>
      <div className="flex items-center justify-between gap-4 text-sm text-ink-soft">
        <p id="quiz-progress" className="font-medium">
          {t.progress(step + 1, total)}
        </p>
        {step > 0 && (
          <Link to="/quiz" preventScrollReset className="underline underline-offset-4 hover:text-ink">
            {t.restart}
          </Link>
        )}
      </div>
      <div aria-hidden="true" className="mt-3 flex gap-1.5">
        {QUIZ_QUESTIONS.map((q, i) => (
          <span key={q.id} className={`h-1.5 flex-1 rounded-full ${i <= step ? "bg-sage" : "bg-ink/10"}`} />
        ))}
      </div>

      <Form method="get" action="/quiz" preventScrollReset className="mt-8">
        {QUIZ_QUESTIONS.slice(0, step).map((q, i) => (
          <input key={q.id} type="hidden" name={q.id} value={answers[i]} />
        ))}
        <fieldset key={question.id} aria-describedby={invalid ? errorId : undefined}>
          <legend className="w-full">
            <h2 ref={headingRef} tabIndex={-1} className="text-3xl leading-tight focus:outline-none sm:text-4xl">
              {question.text}
            </h2>
          </legend>
          {invalid && (
            <p id={errorId} role="alert" className="mt-4 text-sm font-medium text-clay">
              {t.chooseOne}
            </p>
          )}
          <div className="mt-6 grid gap-3">
            {question.answers.map((a) => (
              <label
                key={a.id}
                className="flex cursor-pointer items-center gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/15 transition hover:ring-ink/30 has-[:checked]:bg-white has-[:checked]:ring-2 has-[:checked]:ring-indigo"
              >
                <input type="radio" name={question.id} value={a.id} required className="size-5 shrink-0 accent-indigo" />
                <span className="text-lg">{a.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass("primary")}>
            {last ? t.showResult : t.next}
          </button>
          {step > 0 && (
            <Link to={`/quiz${quizSearch(QUIZ_QUESTIONS, answers, step - 1)}`} preventScrollReset className={buttonClass("ghost")}>
              {t.back}
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
