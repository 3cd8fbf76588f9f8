import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Figure = {
  figure: string;
  target: string;
  value: number;
  unit: string;
  /** Whether the value meets the target; undefined for figures without a target. */
  met?: boolean;
};

const resultsDirectory = path.resolve('bench/results');

/** What machine a figure came from, written with every result. */
function machineDescription(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Writes one benchmark's figures to bench/results/<name>.json and prints them. */
export function recordResults(name: string, figures: Figure[], details: Record<string, unknown> = {}) {
  fs.mkdirSync(resultsDirectory, { recursive: true });
  const result = { name, date: new Date().toISOString(), machine: machineDescription(), figures, details };
  fs.writeFileSync(path.join(resultsDirectory, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  printFigures(name, figures);
}

/** The figures on the console only: a quick look that must not replace the stored results. */
export function printFigures(name: string, figures: readonly Figure[]) {
  console.log(`\n${name}`);
  for (const figure of figures) {
    const verdict = figure.met === undefined ? '' : figure.met ? '  ok' : '  MISSED';
    console.log(
      `  ${figure.figure}: ${round(figure.value)} ${figure.unit} (target ${figure.target})${verdict}`,
    );
  }
}

export function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The middle value of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
