import { Link } from "react-router";
import { homeSections } from "~/content/home-sections";

/** A band that sends visitors to the four-question quiz. */
export function QuizPromo() {
  const t = homeSections.quiz;
  return (
    <section aria-labelledby="quiz-title" className="page py-6 render-when-near">
      <div className="relative overflow-hidden rounded-[2rem] bg-sage px-6 py-12 text-white sm:px-12 sm:py-14">
        <svg aria-hidden="true" viewBox="0 0 200 200" className="absolute -right-10 -top-10 h-64 w-64 text-white/10" fill="currentColor">
          <path d="M100 10c30 40 60 60 60 100a60 60 0 0 1-120 0c0-40 30-60 60-100z" />
        </svg>
        <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <p className="text-xs font-medium uppercase tracking-[0.25em] text-white/90">{t.eyebrow}</p>
            <h2 id="quiz-title" className="mt-3 text-3xl leading-tight sm:text-4xl">
              {t.title}
            </h2>
            <p className="mt-3 text-white/90 sm:text-lg">{t.text}</p>
          </div>
          <Link
            to="/quiz"
            className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-full bg-oat px-7 py-3 font-medium text-ink transition-colors hover:bg-white focus-visible:outline-white md:self-center"
          >
            {t.cta}
          </Link>
        </div>
      </div>
    </section>
  );
}
