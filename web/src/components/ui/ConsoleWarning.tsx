'use client';

import { useEffect } from 'react';

/**
 * Writes a warning to the browser's console once (spec §8: configuration problems a shopper should
 * not see, such as a missing phone number, are console warnings). Lets a server component warn where
 * the dealer's developers look, without becoming client code itself.
 */
export function ConsoleWarning({ message }: { message: string }) {
  useEffect(() => console.warn(message), [message]);
  return null;
}
