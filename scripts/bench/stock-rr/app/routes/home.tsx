import { useLoaderData } from "react-router";
import { CarsPageBody, cars, PAGE_TITLE } from "../../../cars.ts";

// The benchmark page: the same 50 cards and markup as the bare reference (../../../cars.ts),
// here passed through a loader (from memory), so they are serialized for hydration as in any
// React Router page.
export function meta() {
  return [{ title: PAGE_TITLE }];
}

export function loader() {
  return { cars };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return <CarsPageBody cars={data.cars} />;
}
