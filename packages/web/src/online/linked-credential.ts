import { useCallback, useRef, useState } from 'react';
import type { heldSeats } from './seats-store';
import { isCredential } from './seats-store';

type HeldStore = ReturnType<typeof heldSeats>;

/**
 * What to do with a credential that arrives in a link (`/table/ID/CRED`, `/class/ID/teacher/SECRET`)
 * when this browser may already hold one for the same table or class. A link is only a claim: it
 * never replaces what the browser holds without asking, and it is kept only once the server accepts
 * it (a crafted or mistyped link must not make the device forget a seat that works).
 */
export type LinkDecision =
  | { readonly kind: 'use'; readonly credential: string | undefined; readonly keepOnAccept: boolean }
  | { readonly kind: 'ask'; readonly held: string; readonly linked: string };

export function decideLink(held: string | undefined, linked: string | undefined): LinkDecision {
  const fromLink = linked !== undefined && isCredential(linked) ? linked : undefined;
  if (fromLink === undefined || fromLink === held) {
    return { kind: 'use', credential: held, keepOnAccept: false };
  }
  if (held === undefined) return { kind: 'use', credential: fromLink, keepOnAccept: true };
  return { kind: 'ask', held, linked: fromLink };
}

/** The player's answer to an `ask`: keep what the device holds, or try the link's credential. */
export function chooseLink(decision: LinkDecision, useLink: boolean): LinkDecision {
  if (decision.kind !== 'ask') return decision;
  return useLink
    ? { kind: 'use', credential: decision.linked, keepOnAccept: true }
    : { kind: 'use', credential: decision.held, keepOnAccept: false };
}

/**
 * The credential to connect with for `id`, decided from the store and the link for each id and each
 * new link (the link leaves the address bar right away, so the decision is kept in state rather than
 * made again without it). `accepted` stores a link's credential after the server took it.
 */
export function useLinkedCredential(store: HeldStore, id: string, linked: string | undefined) {
  const decide = () => ({ id, linked, decision: decideLink(store.get(id)?.credential, linked) });
  const [state, setState] = useState(decide);
  const fresh = state.id !== id || (linked !== undefined && linked !== state.linked);
  const current = fresh ? decide() : state;
  if (fresh) setState(current);
  const { decision } = current;
  const choose = useCallback(
    (useLink: boolean) => setState((s) => ({ ...s, decision: chooseLink(s.decision, useLink) })),
    [],
  );
  const credential = decision.kind === 'use' ? decision.credential : undefined;
  const keep = decision.kind === 'use' && decision.keepOnAccept;
  // The store object may be made anew at each render; the callback stays the same for one decision.
  const kept = useRef(store);
  kept.current = store;
  const accepted = useCallback(() => {
    if (keep && credential) kept.current.set(id, { credential, seat: null });
  }, [keep, credential, id]);
  return { decision, choose, accepted };
}
