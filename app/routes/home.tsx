import type { Route } from "./+types/home";
import { home } from "~/content/home";
import { listProducts } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { getHeroVideos } from "~/server/settings.server";
import { getHomeClaims } from "~/server/site-settings.server";
import { buildHomeData } from "~/components/home/home-data";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { StickyBar } from "~/components/home/sticky-bar";
import { TrustBar } from "~/components/home/trust-bar";
import { PressStrip } from "~/components/home/press-strip";
import { PopularProducts } from "~/components/home/popular-products";
import { RitualFinder } from "~/components/home/ritual-finder";
import { LimitedEdition } from "~/components/home/limited-edition";
import { Testimonials } from "~/components/home/testimonials";
import { QuizPromo } from "~/components/home/quiz-promo";
import { JournalPromo } from "~/components/home/journal-promo";
import { SubscriptionPromo } from "~/components/home/subscription-promo";
import { InstagramGallery } from "~/components/home/instagram-gallery";
import { NewsletterSection } from "~/components/home/newsletter-section";

export const meta: Route.MetaFunction = () => [
  { title: home.meta.title },
  { name: "description", content: home.meta.description },
];

/** Spec §2 Home. Products, the hero clips and every claim (rating, customers, press, testimonials; ADR 013) come from the database. */
export async function loader() {
  const { db } = services();
  const [products, heroVideos, claims] = await Promise.all([listProducts(db), getHeroVideos(db), getHomeClaims(db)]);
  return { ...buildHomeData(products, heroVideos), claims };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heroVideos, popular, ritualPrices, limited, subscription, articles, claims } = loaderData;
  return (
    <>
      <h1 className="sr-only">{home.heading}</h1>
      <HeroCarousel videos={heroVideos} />
      <TrustBar rating={claims.rating} customers={claims.customers} />
      <PressStrip entries={claims.press} />
      <PopularProducts products={popular} />
      <RitualFinder prices={ritualPrices} />
      {limited && <LimitedEdition product={limited} />}
      <Testimonials items={claims.testimonials} />
      <QuizPromo />
      <JournalPromo articles={articles} />
      <SubscriptionPromo prices={subscription} />
      <InstagramGallery />
      <NewsletterSection />
      <StickyBar />
    </>
  );
}
