'use client';

/**
 * The choices of one select of the manual car selection, loaded from GET /api/valuation/vehicles
 * when the selects before it are chosen. An answer for an earlier choice (the shopper changed the
 * year while the makes were loading) is ignored: only the answer for the current query is shown.
 */
import { useCallback, useEffect, useState } from 'react';
import { vehicleOptions, vehicleOptionsUrl, type ApiResult, type VehicleOptionsQuery } from './api';

export interface VehicleOptionsList {
  status: 'idle' | 'loading' | 'ready' | 'error';
  options: string[];
  error?: string;
  retry: () => void;
}

export function useVehicleOptions(query: VehicleOptionsQuery, enabled: boolean): VehicleOptionsList {
  const key = enabled ? vehicleOptionsUrl(query) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; result: ApiResult<string[]> }>();
  const { year, make, model } = query;

  useEffect(() => {
    if (!key) return;
    let current = true;
    void vehicleOptions({ year, make, model }).then((result) => {
      if (current) setAnswer({ key, attempt, result });
    });
    return () => {
      current = false;
    };
  }, [key, attempt, year, make, model]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!key) return { status: 'idle', options: [], retry };
  const result = answer && answer.key === key && answer.attempt === attempt ? answer.result : undefined;
  if (!result) return { status: 'loading', options: [], retry };
  return result.ok ? { status: 'ready', options: result.data, retry } : { status: 'error', options: [], error: result.error, retry };
}
