import { data } from 'react-router'

/** Any address no route claims: a 404 with the spec's message (rendered by the root boundary). */
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
