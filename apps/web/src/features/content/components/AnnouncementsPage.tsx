import { AnnouncementsView } from "./AnnouncementsView"

/** `/{lang}/announcements` (spec §2 Content, §7, §9: 3 a page, pinned first). */
const AnnouncementsPage = () => <AnnouncementsView audience="member" />
export default AnnouncementsPage
