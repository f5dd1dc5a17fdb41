// 'Back to search' (spec §2: rebuilt from the last entry of the stored search history). Mounted by the
// property page; renders nothing for a visitor with no search history.
import { Link } from "react-router";
import { useBackToSearchPath } from "../../client/search-history.ts";

export function BackToSearchLink({ className = "" }: { className?: string }) {
  const path = useBackToSearchPath();
  if (path === null) return null;
  return (
    <Link to={path} className={className}>
      Back to search
    </Link>
  );
}
