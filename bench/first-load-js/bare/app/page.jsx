/** The bare page: one heading, no client components. */
export default function Page() {
  return <h1>Bare Next page</h1>;
}
