/** Any URL no route matches, and unknown hosts: neutral, with no dealer's branding. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Not found</h1>
      <p className="mt-4 text-gray-700">There is no dealer website or page at this address.</p>
    </main>
  );
}
