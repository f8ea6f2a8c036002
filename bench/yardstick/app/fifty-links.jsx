import Link from 'next/link'

const ROOMS = Array.from({ length: 50 }, (_, index) => index + 1)

/** The yardstick's whole content: a heading and 50 client-side links, like a small listing page. */
export function FiftyLinks() {
  return (
    <main>
      <h1>Yardstick</h1>
      <ul>
        {ROOMS.map((room) => (
          <li key={room}>
            <Link href={`/rooms/${room}`}>Room {room}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
