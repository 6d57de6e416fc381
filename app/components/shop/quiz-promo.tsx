import { Link } from "react-router";
import { shopCopy } from "~/content/shop";
import { buttonClass } from "~/components/ui/button";

/** Ends the shop list: for those who do not know which blend to choose. */
export function QuizPromo() {
  const { quiz } = shopCopy;
  return (
    <aside
      aria-labelledby="quiz-promo-title"
      className="mt-20 flex flex-col items-start gap-6 overflow-hidden rounded-3xl bg-indigo px-6 py-10 text-white md:flex-row md:items-center md:justify-between md:px-12"
    >
      <div className="max-w-xl">
        <h2 id="quiz-promo-title" className="text-3xl">
          {quiz.title}
        </h2>
        <p className="mt-3 text-lg text-white/85">{quiz.text}</p>
      </div>
      <Link to="/quiz" className={buttonClass("secondary", "shrink-0 ring-0")}>
        {quiz.cta}
      </Link>
    </aside>
  );
}
