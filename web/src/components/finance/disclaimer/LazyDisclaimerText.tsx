'use client';

/**
 * The disclaimer dialog's body: mounted when the dialog opens, it fetches the code that fetches the
 * text (FinanceDisclaimerText, with SWR) and shows the spinner until then — the spinner and the
 * failure words come drawn from the server, so they cost the page no script.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type TextComponent = ComponentType<{ carId: string }>;

export function LazyDisclaimerText({ carId, loading, failed }: { carId: string; loading: ReactNode; failed: ReactNode }) {
  const [Text, setText] = useState<TextComponent | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    let live = true;
    import('./FinanceDisclaimerText').then(
      (module) => live && setText(() => module.default),
      (error: unknown) => {
        console.warn('[disclaimer] could not load', error);
        if (live) setBroken(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (Text) return <Text carId={carId} />;
  return broken ? failed : loading;
}
