// What the import commands (open-data, places, postcodes) print as they go: each file's first bad rows (the
// rest only counted, so a wrong file does not flood the terminal), a progress line every few seconds, and the
// seconds since the import started.
const MAX_REPORTED_ERRORS = 50;
const PROGRESS_EVERY_MS = 2_000;

export function importReporting() {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  let lastProgress = 0;
  return {
    seconds,
    /** The bad-row callback for one file, its rows named by `name`. */
    badRows(name: string) {
      let reported = 0;
      return (record: number, reason: string) => {
        reported += 1;
        if (reported <= MAX_REPORTED_ERRORS) console.error(`${name}: record ${record}: ${reason}; skipped`);
        if (reported === MAX_REPORTED_ERRORS + 1) console.error(`${name}: further bad rows are only counted`);
      };
    },
    /** The progress callback: `line` words the counts; the time taken is added. */
    progress<C>(line: (counts: C) => string) {
      return (counts: C) => {
        if (performance.now() - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = performance.now();
        console.log(`${line(counts)}… (${seconds()} s)`);
      };
    },
  };
}
