import { browser } from 'wxt/browser';
import type { ProblemText } from '@/lib/clip';

interface ClipProblemProps {
  problem: ProblemText;
}

/** A failed clip: what happened and what to do; the clip itself is safe in the outbox. */
export function ClipProblem({ problem }: ClipProblemProps) {
  return (
    <section className="problem" role="alert" aria-label="Not sent yet">
      <h2>Not sent yet</h2>
      <p>{problem.message}</p>
      {problem.openOptions && (
        <p>
          <a href={browser.runtime.getURL('/options.html')} target="_blank" rel="noreferrer">
            Open the options
          </a>
        </p>
      )}
    </section>
  );
}
