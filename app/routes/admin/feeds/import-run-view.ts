// An import run as the feeds pages show it, in the log's row and on the run's own page alike: its way in, kind
// and outcome in words, its start as an ISO string for <time>.
import {
  IMPORT_MODE_LABELS,
  IMPORT_STATE_LABELS,
  IMPORT_WAY_LABELS,
} from "../../../../modules/feeds/model/feed-terms.ts";
import type { ImportRunListRow } from "../../../../modules/feeds/index.ts";

type ImportRunFacts = Pick<
  ImportRunListRow,
  "id" | "source" | "fileName" | "way" | "mode" | "state" | "startedAt" | "message"
>;

export function importRunFacts(run: ImportRunFacts) {
  return {
    id: run.id,
    source: run.source,
    fileName: run.fileName,
    way: IMPORT_WAY_LABELS[run.way] ?? run.way,
    mode: IMPORT_MODE_LABELS[run.mode] ?? run.mode,
    state: run.state,
    stateLabel: IMPORT_STATE_LABELS[run.state] ?? run.state,
    startedAt: run.startedAt.toISOString(),
    message: run.message,
  };
}
