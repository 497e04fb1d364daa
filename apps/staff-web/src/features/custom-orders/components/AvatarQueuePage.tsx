import { QueuePage } from "./QueuePage"

const AvatarQueuePage = () => <QueuePage queue="avatars" />
export default AvatarQueuePage
