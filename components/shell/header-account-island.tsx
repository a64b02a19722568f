"use client";
import { useEffect, useState } from "react";
import { ACCOUNT_ROW, HeaderAccount, type HeaderUser } from "./site-header";

type Known = { user: HeaderUser | null } | null;

/** One question per page load, shared by every island that asks. */
let asked: Promise<HeaderUser | null> | null = null;
function askSession(): Promise<HeaderUser | null> {
  asked ??= fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" })
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((session: { user?: HeaderUser } | null) => (session?.user ? { name: session.user.name ?? null, email: session.user.email ?? null } : null))
    .catch(() => null);
  return asked;
}

/** The signed-in user as the session endpoint tells it, or null while it is being asked. */
export function useSignedInUser(): Known {
  const [known, setKnown] = useState<Known>(null);
  useEffect(() => {
    let isCurrent = true;
    void askSession().then((user) => {
      if (isCurrent) setKnown({ user });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return known;
}

/**
 * The header's account part on prerendered pages: the HTML is the same for everyone, so who is
 * signed in is asked once the page runs (/api/auth/session answers only the name and email).
 * Until then the part keeps its place (same height, nothing moves) and says it is loading.
 */
export function HeaderAccountIsland() {
  const known = useSignedInUser();
  if (!known) {
    return (
      <div className={`${ACCOUNT_ROW} text-sm`} aria-busy="true">
        <span className="sr-only">Checking whether you are signed in</span>
      </div>
    );
  }
  return <HeaderAccount user={known.user} />;
}
