import { gql } from '@apollo/client';
import type {} from 'altcha/types/react';
import { HUMAN_VERIFICATION_POLL_MS } from '@tourdesk/domain/constants';
import { useEffect, useRef } from 'react';
import type { HumanVerification_ChallengeFragment } from '@/apollo/generated/graphql';

if (false) {
  gql`
    fragment HumanVerification_challenge on AltchaChallenge {
      algorithm
      challenge
      maxnumber
      salt
      signature
    }
  `;
}

/** The widget element once its code has loaded (it then has `configure`). */
interface LoadedWidget extends HTMLElement {
  configure: (config: { challenge: string }) => Promise<void>;
  reset: () => void;
}

function isLoaded(element: HTMLElement | null): element is LoadedWidget {
  return element !== null && typeof (element as Partial<LoadedWidget>).configure === 'function';
}

/**
 * The registration form's human verification (seed 000 §2, §9): the ALTCHA widget solving the gateway's
 * proof-of-work challenge in a worker. The widget's code loads lazily; the component polls every 100 ms until
 * the element has loaded, then hands it the challenge object (no challenge URL: it comes from the page's
 * query, spread with `@unmask` because a challenge has no cache identity). A new challenge resets the widget.
 * `onChange` receives the payload once verified, and null when it expires or is reset.
 */
export function HumanVerification({
  challenge,
  onChange,
}: {
  challenge: HumanVerification_ChallengeFragment;
  onChange: (payload: string | null) => void;
}) {
  const widgetRef = useRef<HTMLElement>(null);
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber,
    salt: challenge.salt,
    signature: challenge.signature,
  });

  useEffect(() => {
    const element = widgetRef.current;
    if (!element) return;
    void import('../api/altcha');
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      onChange(state === 'verified' ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    const timer = window.setInterval(() => {
      if (!isLoaded(element)) return;
      window.clearInterval(timer);
      element.reset();
      onChange(null);
      void element.configure({ challenge: json });
    }, HUMAN_VERIFICATION_POLL_MS);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('statechange', onStateChange);
    };
  }, [json, onChange]);

  return <altcha-widget ref={widgetRef} name="altcha" />;
}
