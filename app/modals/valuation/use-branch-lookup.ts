// The postcode → branch lookup of Book a Valuation (spec §7 GET /postcode_branch_lookup; §4 "A failed postcode
// branch lookup moves to 'no-branch-found'"). A lookup that could not be made (network, server) is not a
// missing branch: the visitor is asked to try again rather than told there is no agent.
import { useCallback, useState } from "react";
import { fetchPostcodeBranch, type PostcodeBranch } from "../../client/address-lookup.ts";

export function useBranchLookup() {
  const [branch, setBranch] = useState<PostcodeBranch | null>(null);
  const [looking, setLooking] = useState(false);
  const [failed, setFailed] = useState(false);

  /** The branch covering `postcode`, null when none does, "error" when the lookup failed. */
  const find = useCallback(async (postcode: string): Promise<PostcodeBranch | null | "error"> => {
    setLooking(true);
    setFailed(false);
    try {
      const found = await fetchPostcodeBranch(postcode);
      setBranch(found);
      return found;
    } catch (error) {
      console.error("Postcode branch lookup failed", error);
      setFailed(true);
      return "error";
    } finally {
      setLooking(false);
    }
  }, []);

  return { branch, looking, failed, find };
}
