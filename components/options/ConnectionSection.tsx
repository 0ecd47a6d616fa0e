import type { ConnectionReport, ProbeResult } from '@/lib/settings';

interface ConnectionSectionProps {
  report?: ConnectionReport;
  error?: string;
  testing: boolean;
  unsaved: boolean;
  onTest(): void;
}

const outcomeLabel: Record<ProbeResult['outcome'], string> = {
  accepted: 'OK',
  rejected: 'Rejected',
  missing: 'Not set',
  unreachable: 'Unreachable',
  'rate-limited': 'Rate limited',
  unexpected: 'Problem',
};

/** Asks the service whether it accepts each saved token; creates nothing. */
export function ConnectionSection({ report, error, testing, unsaved, onTest }: ConnectionSectionProps) {
  return (
    <section className="card" aria-labelledby="connection-heading">
      <h2 id="connection-heading">Test connection</h2>
      <p className="section-note">
        Checks the saved service URL and tokens without creating anything. Each test sends one request per token, and
        each counts against the service's daily request limit.
      </p>
      <div className="row">
        <button type="button" onClick={onTest} disabled={testing || unsaved}>
          {testing ? 'Testing…' : 'Test connection'}
        </button>
        {unsaved && <span className="hint-inline">Save your changes first: the test uses the saved settings.</span>}
      </div>
      <div role="status" aria-live="polite">
        {error && <p className="field-error">Could not run the test: {error}</p>}
        {report && (
          <ul className="probe-results" aria-label="Connection test results">
            <ProbeLine label="API token (v2)" result={report.v2} />
            <ProbeLine label="API token (v0)" result={report.v0} />
          </ul>
        )}
      </div>
    </section>
  );
}

function ProbeLine({ label, result }: { label: string; result: ProbeResult }) {
  return (
    <li className={`probe probe-${result.outcome}`}>
      <span className="probe-badge">{outcomeLabel[result.outcome]}</span>
      <span>
        <strong>{label}:</strong> {result.message}
      </span>
    </li>
  );
}
