import '../../widgets/chat-room/element.ts'
