import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { readQuizProgress, type QuizOutcome } from "~/domain/quiz";
import { QUIZ_QUESTIONS, quizCopy as t } from "~/content/quiz";
import { QuizResult } from "./quiz-result";
import { QuizStep } from "./quiz-step";

/** The quiz's state lives in the URL; the same pure function reads it on the server and in the browser. */
export function QuizPage({ products }: { products: Record<QuizOutcome, ProductSummary | null> }) {
  // While a step's navigation is under way (the shell's data revalidates), show the step it goes to already.
  const current = useLocation();
  const pending = useNavigation().location;
  const location = pending?.pathname === current.pathname ? pending : current;
  const params = new URLSearchParams(location.search);
  const progress = readQuizProgress(QUIZ_QUESTIONS, (k) => params.get(k));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = progress.result ? "result" : progress.step;
  const previous = useRef(shown);

  // Each new step (or the result) moves focus to its heading; the first page load leaves focus alone.
  useEffect(() => {
    if (previous.current === shown) return;
    previous.current = shown;
    heading.current?.focus();
  }, [shown]);

  return (
    <div className="page-narrow pt-6 pb-20">
      <header>
        <p className="text-xs font-medium tracking-[0.25em] text-sage uppercase">{t.eyebrow}</p>
        <h1 className="mt-3 text-4xl text-indigo sm:text-5xl">{t.title}</h1>
        {!progress.result && <p className="mt-4 text-lg text-ink-soft">{t.lead}</p>}
      </header>
      <div className="mt-10 rounded-[2rem] bg-oat-dark/60 p-6 sm:p-10">
        {progress.result ? (
          <QuizResult
            outcome={progress.result.outcome}
            scores={progress.result.scores}
            product={products[progress.result.outcome]}
            headingRef={heading}
          />
        ) : (
          <QuizStep step={progress.step} answers={progress.answers} invalid={progress.invalid} headingRef={heading} />
        )}
      </div>
    </div>
  );
}
