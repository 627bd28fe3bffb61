import { useLocation, useSearch } from 'wouter'
import { Desk } from '../../desk/index.ts'

/** /desk/*: the owner's desk (Layout lets only the administrator in). */
export default function DeskPage() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  return <Desk path={location} search={search ? `?${search}` : ''} onNavigate={navigate} />
}
