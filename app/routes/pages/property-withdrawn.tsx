// The 410 page of a listing taken off the market (issue 4): says so, and offers similar homes.
import { Link } from "react-router";

export function PropertyWithdrawn({
  heading,
  displayAddress,
  similarHomesPath,
}: {
  heading: string;
  displayAddress: string;
  similarHomesPath: string;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">This property is no longer on the market</h1>
      <p>
        {heading}, {displayAddress}, has been withdrawn.
      </p>
      <p>
        <Link to={similarHomesPath} className="oh-button-outline inline-block" data-similar-homes>
          See similar homes
        </Link>
      </p>
    </div>
  );
}
