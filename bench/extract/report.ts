import type { SetName } from './corpus';
import { PIPELINE_LABELS, type PipelineName } from './pipelines';
import type { PageResult, Runtime } from './results';

export interface Summary {
  runtime: Runtime;
  set: SetName;
  pipeline: PipelineName;
  pages: number;
  meanF1: number;
  medianF1: number;
  meanPrecision: number;
  meanRecall: number;
  below05: number;
  /** Share of pages with an exact title, or undefined where the set has no titles. */
  titleExact?: number;
  msMedian: number;
  msP95: number;
  errors: number;
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

export function summarize(results: readonly PageResult[]): Summary[] {
  const groups = new Map<string, PageResult[]>();
  for (const result of results) {
    const key = `${result.runtime}\u0000${result.set}\u0000${result.pipeline}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as PageResult;
    const titled = group.filter((result) => result.titleOk !== undefined);
    return {
      runtime: first.runtime,
      set: first.set,
      pipeline: first.pipeline,
      pages: group.length,
      meanF1: mean(group.map((result) => result.f1)),
      medianF1: quantile(
        group.map((result) => result.f1),
        0.5,
      ),
      meanPrecision: mean(group.map((result) => result.precision)),
      meanRecall: mean(group.map((result) => result.recall)),
      below05: group.filter((result) => result.f1 < 0.5).length,
      titleExact: titled.length ? titled.filter((result) => result.titleOk).length / titled.length : undefined,
      msMedian: quantile(
        group.map((result) => result.ms),
        0.5,
      ),
      msP95: quantile(
        group.map((result) => result.ms),
        0.95,
      ),
      errors: group.filter((result) => result.error).length,
    };
  });
}

const f3 = (value: number) => value.toFixed(3);
const ms = (value: number) => value.toFixed(1);

export function markdownTable(summaries: readonly Summary[]): string {
  const rows = [
    '| runtime | set | pipeline | pages | mean F1 | median F1 | P / R | F1<0.5 | title exact | ms median | ms p95 | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of summaries) {
    const title = s.titleExact === undefined ? '–' : `${(s.titleExact * 100).toFixed(1)}%`;
    rows.push(
      `| ${s.runtime} | ${s.set} | ${PIPELINE_LABELS[s.pipeline]} | ${s.pages} | ${f3(s.meanF1)} | ${f3(s.medianF1)} | ` +
        `${f3(s.meanPrecision)} / ${f3(s.meanRecall)} | ${s.below05} | ${title} | ${ms(s.msMedian)} | ${ms(s.msP95)} | ${s.errors} |`,
    );
  }
  return rows.join('\n');
}

/** The targets, checked against the clipper's figures and the Readability baseline of the same run. */
export function targetLines(summaries: readonly Summary[]): string[] {
  const lines: string[] = [];
  const find = (runtime: Runtime, set: SetName, pipeline: PipelineName) =>
    summaries.find((s) => s.runtime === runtime && s.set === set && s.pipeline === pipeline);
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  for (const runtime of ['node', 'chromium'] as const) {
    const ours = (set: SetName) => find(runtime, set, 'clipper');
    const scrapinghub = ours('scrapinghub');
    if (scrapinghub)
      lines.push(
        `${runtime}: ${mark(scrapinghub.meanF1 >= 0.97)} scrapinghub mean F1 ${f3(scrapinghub.meanF1)} ≥ 0.970`,
      );
    for (const set of ['readability', 'defuddle'] as const) {
      const s = ours(set);
      if (!s) continue;
      lines.push(`${runtime}: ${mark(s.meanF1 >= 0.99)} ${set} mean F1 ${f3(s.meanF1)} ≥ 0.990`);
      if (s.titleExact !== undefined)
        lines.push(
          `${runtime}: ${mark(s.titleExact >= 0.98)} ${set} title exact ${(s.titleExact * 100).toFixed(1)}% ≥ 98%`,
        );
    }
    for (const set of ['readability', 'defuddle', 'scrapinghub'] as const) {
      const s = ours(set);
      if (!s) continue;
      lines.push(`${runtime}: ${mark(s.below05 === 0)} ${set} pages with F1 < 0.5: ${s.below05}`);
      const baseline = find(runtime, set, 'readability-turndown');
      if (baseline)
        lines.push(
          `${runtime}: ${mark(s.msMedian <= baseline.msMedian)} ${set} median ${ms(s.msMedian)} ms ≤ Readability→Turndown ${ms(baseline.msMedian)} ms`,
        );
      if (runtime === 'chromium')
        lines.push(`${runtime}: ${mark(s.msP95 <= 150)} ${set} p95 ${ms(s.msP95)} ms ≤ 150 ms`);
    }
  }
  return lines;
}

/** How the clipper's output differs between Node (linkedom) and Chromium, page by page. */
export function runtimeDifferences(results: readonly PageResult[], pipeline: PipelineName = 'clipper'): string[] {
  const chromium = new Map(
    results.filter((r) => r.runtime === 'chromium' && r.pipeline === pipeline).map((r) => [`${r.set}/${r.name}`, r]),
  );
  const pairs = results
    .filter((r) => r.runtime === 'node' && r.pipeline === pipeline)
    .flatMap((node) => {
      const other = chromium.get(`${node.set}/${node.name}`);
      return other ? [{ node, chromium: other, delta: other.f1 - node.f1 }] : [];
    });
  if (pairs.length === 0) return [];
  const differing = pairs.filter((pair) => Math.abs(pair.delta) > 0.01);
  const sameMethod = pairs.filter((pair) => pair.node.method === pair.chromium.method).length;
  const lines = [
    `${PIPELINE_LABELS[pipeline]}: ${pairs.length} pages in both; ${differing.length} differ by more than 0.01 F1; ` +
      `the same extractor won on ${sameMethod}; Chromium/Node median time ratio ` +
      `${(
        quantile(
          pairs.map((p) => p.chromium.ms),
          0.5,
        ) /
          quantile(
            pairs.map((p) => p.node.ms),
            0.5,
          )
      ).toFixed(2)}.`,
  ];
  for (const pair of differing.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta)).slice(0, 10)) {
    lines.push(
      `  ${pair.node.set}/${pair.node.name}: node ${f3(pair.node.f1)} (${pair.node.method}) → chromium ${f3(pair.chromium.f1)} (${pair.chromium.method})`,
    );
  }
  return lines;
}
