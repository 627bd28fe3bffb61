import '../../widgets/timeline/element.ts'
