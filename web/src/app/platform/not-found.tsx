export default function PlatformNotFound() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Site not found</h1>
      <p className="mt-4 text-gray-700">There is no dealer website at this address.</p>
    </div>
  );
}
