import '../../widgets/comments/element.ts'
