import '../../widgets/notifications/element.ts'
