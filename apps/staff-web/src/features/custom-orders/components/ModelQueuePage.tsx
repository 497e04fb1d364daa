import { QueuePage } from "./QueuePage"

const ModelQueuePage = () => <QueuePage queue="3dmodels" />
export default ModelQueuePage
