import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Openhouse" }];
}

export default function Home() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-semibold">Openhouse</h1>
    </main>
  );
}
