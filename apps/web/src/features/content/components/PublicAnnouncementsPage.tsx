import { AnnouncementsView } from "./AnnouncementsView"

/** `/{lang}/public-announcements` (spec §2): announcements for visitors, no login needed. */
const PublicAnnouncementsPage = () => <AnnouncementsView audience="public" />
export default PublicAnnouncementsPage
