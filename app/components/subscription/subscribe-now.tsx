import { useState } from "react";
import { useSearchParams } from "react-router";
import { subscriptionCopy as t } from "~/content/subscription";
import { buttonClass } from "~/components/ui/button";

/**
 * 'Prenumerera Nu' only tells that subscriptions are coming (spec §2, ADR 017). Without JavaScript the
 * button is a GET form (`?prenumerera=1`) that the server answers with the same message.
 */
export function SubscribeNow() {
  const [params] = useSearchParams();
  const [clicked, setClicked] = useState(false);
  const shown = clicked || params.get("prenumerera") === "1";
  return (
    <div className="mt-8">
      <form
        method="get"
        action="/subscription#prenumerera"
        onSubmit={(e) => {
          e.preventDefault();
          setClicked(true);
        }}
      >
        <button type="submit" name="prenumerera" value="1" className={buttonClass("secondary", "ring-0")}>
          {t.subscribe}
        </button>
      </form>
      <div id="prenumerera" role="status" className="mt-4">
        {shown && (
          <div className="rounded-2xl bg-white/15 px-5 py-4">
            <p className="font-serif text-2xl">{t.comingSoon}</p>
            <p className="mt-1 text-white/90">
              {t.comingSoonDetail}{" "}
              <a href="#vantelista" className="underline underline-offset-4">
                {t.waitlist.title}
              </a>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
