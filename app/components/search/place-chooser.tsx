// The chooser (issue 18): a location path whose slugs name no one place lists the places they may mean, each
// with the URL's other filters kept. Several namesakes answer 200; words no place has answer 404 with the
// places the location search finds for them, never a bare 404. Its own chunk, loaded only here.
import { Link } from "react-router";
import { LinkListNav } from "../link-list-nav.tsx";
import type { PlaceChooserData } from "../../../modules/search/model/results.ts";

export default function PlaceChooser({ chooser }: { chooser: PlaceChooserData }) {
  const { title, choicesHeading, choices, everywhere } = chooser;
  return (
    <div className="mx-auto flex max-w-screen-md flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {choices.length ? (
        <LinkListNav
          id="place-choices-heading"
          heading={choicesHeading}
          links={choices}
          headingClassName="text-lg font-semibold"
          listClassName="mt-3 space-y-2"
        />
      ) : (
        <p>We could not find a place by that name.</p>
      )}
      <p>
        Or search everywhere:{" "}
        <Link to={everywhere.path} className="underline underline-offset-4">
          {everywhere.title}
        </Link>
      </p>
    </div>
  );
}
