import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/quiz";
import { quizCopy } from "~/content/quiz";
import { QUIZ_OUTCOMES, QUIZ_PRODUCT_IDS, type QuizOutcome } from "~/domain/quiz";
import type { ProductSummary } from "~/domain/catalogue";
import { QuizPage } from "~/components/quiz/quiz-page";
import { listProducts } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { headFor } from "~/server/page-head.server";

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** The three blends the quiz can recommend, as the catalogue has them (price, stock); null if not sold now. */
export async function loader({ url }: Route.LoaderArgs) {
  const byId = new Map((await listProducts(services().db)).map((p) => [p.id, p]));
  const products = Object.fromEntries(QUIZ_OUTCOMES.map((o) => [o, byId.get(QUIZ_PRODUCT_IDS[o]) ?? null]));
  return {
    products: products as Record<QuizOutcome, ProductSummary | null>,
    head: headFor({ path: url.pathname, title: quizCopy.meta.title, description: quizCopy.meta.description }),
  };
}

/** Moving between steps (`?q1=…`) only changes the URL: the products are already here, so it is instant. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod.toUpperCase() === "GET") ? false : defaultShouldRevalidate;

export default function QuizRoute({ loaderData }: Route.ComponentProps) {
  return <QuizPage products={loaderData.products} />;
}
