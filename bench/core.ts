export async function run(): Promise<void> {
  console.log('(core benchmark pending)');
}
