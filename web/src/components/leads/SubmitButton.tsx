/** The submit button: disabled with a spinner while sending (spec §4 Forms "submitting"). */
import { buttonClass, inline } from '@/components/vehicle/styles';

export function SubmitButton({ label, status }: { label: string; status: 'idle' | 'submitting' | 'success' }) {
  const busy = status !== 'idle';
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${inline(buttonClass.primary)} px-8 disabled:cursor-wait disabled:opacity-75`}>
      {busy ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      {status === 'submitting' ? 'Sending…' : status === 'success' ? 'Sent' : label}
    </button>
  );
}
