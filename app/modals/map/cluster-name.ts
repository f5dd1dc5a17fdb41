// A cluster's accessible name (issue 16): how many properties it holds and what pressing it does.
export function clusterName(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "property" : "properties"}, zoom in`;
}
