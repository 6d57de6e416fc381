import type { Route } from "./+types/home";
import { home } from "~/content/home";
import { listProducts } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { getHeroVideos } from "~/server/settings.server";
import { getHomeClaims } from "~/server/site-settings.server";
import { getShippingRule } from "~/server/shop-identity.server";
import { homeHead } from "~/server/page-head.server";
import { buildHomeData } from "~/components/home/home-data";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { StickyBar } from "~/components/home/sticky-bar";
import { PopularProducts } from "~/components/home/popular-products";
import { LimitedEdition } from "~/components/home/limited-edition";
import { NewsletterSection } from "~/components/home/newsletter-section";
import { newsletterFormMiddleware } from "~/components/newsletter/newsletter-form";
import { homeParts, HomePart as Static } from "~/components/home/home-parts";
import { cardParts } from "~/components/shop/product-card";

/** Computed on the server (ADR 078): canonical, Open Graph, Twitter card and the shop as an Organization. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** Spec §2 Home. Products, the hero clips and every claim (rating, customers, press, testimonials; ADR 013) come from the database. */
export async function loader() {
  const { db } = services();
  const [products, heroVideos, claims, shipping, head] = await Promise.all([listProducts(db), getHeroVideos(db), getHomeClaims(db), getShippingRule(db), homeHead(db)]);
  return { ...buildHomeData(products, heroVideos), claims, freeFromOre: shipping.freeFromOre, head };
}

/** A client-side navigation to / renders the static sections and product cards in the browser: their modules load with the data. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [homeParts.middleware, cardParts.middleware, newsletterFormMiddleware];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heroVideos, popular, ritualPrices, limited, subscription, articles, claims, freeFromOre } = loaderData;
  return (
    <>
      <h1 className="sr-only">{home.heading}</h1>
      <HeroCarousel videos={heroVideos} />
      <Static
        data={[claims.rating, claims.customers, claims.press, freeFromOre]}
        render={(m) => (
          <>
            <m.TrustBar rating={claims.rating} customers={claims.customers} freeFromOre={freeFromOre} />
            <m.PressStrip entries={claims.press} />
          </>
        )}
      />
      <PopularProducts products={popular} />
      <Static data={ritualPrices} render={(m) => <m.RitualFinder prices={ritualPrices} />} />
      {limited && <LimitedEdition product={limited} />}
      <Static
        data={[claims.testimonials, articles, subscription]}
        render={(m) => (
          <>
            <m.Testimonials items={claims.testimonials} />
            <m.QuizPromo />
            <m.JournalPromo articles={articles} />
            <m.SubscriptionPromo prices={subscription} />
            <m.InstagramGallery />
          </>
        )}
      />
      <NewsletterSection />
      <StickyBar />
    </>
  );
}
