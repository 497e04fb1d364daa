import { CustomOrderPage } from "./CustomOrderPage"

/** `/{lang}/models`: custom 3D models (spec §1, §2). */
const ModelsPage = () => <CustomOrderPage kind="model" />
export default ModelsPage
