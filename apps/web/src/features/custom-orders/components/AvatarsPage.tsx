import { CustomOrderPage } from "./CustomOrderPage"

/** `/{lang}/avatars`: custom avatars (spec §1, §2). */
const AvatarsPage = () => <CustomOrderPage kind="avatar" />
export default AvatarsPage
