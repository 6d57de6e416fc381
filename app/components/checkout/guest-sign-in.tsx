import { Link } from "react-router";
import * as sv from "~/content/sv";

/**
 * A guest's checkout (ADR 065): signing in is offered, never required; /auth comes back here (the cart joins the
 * account's, ADR 035). On a phone only the offer itself, one line, so the delivery form stays in the first screen
 * (ADR 066).
 */
export function GuestSignIn() {
  return (
    <p className="mt-2 max-w-2xl text-sm sm:mt-3 sm:rounded-xl sm:bg-lavender/40 sm:px-4 sm:py-3">
      <span className="hidden sm:inline">{sv.checkout.guestNote} </span>
      <span className="whitespace-nowrap">
        {sv.checkout.haveAccount}{" "}
        <Link to="/auth?redirectTo=%2Fcheckout" className="font-medium underline underline-offset-2">
          {sv.checkout.signInLink}
        </Link>
      </span>
    </p>
  );
}
